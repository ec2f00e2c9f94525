import type { University } from '@gradatlas/shared/domain';
import { formatRate, formatScore } from '../../../lib/format';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { FactTable } from './fact-table';
import { fieldRow } from './rows';

interface AdmissionSectionProps {
  university: University;
  loggedIn: boolean;
}

/** GRE, language tests, academic requirements and acceptance rates (signed-in users). */
export function AdmissionSection({ university: u, loggedIn }: AdmissionSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.admission} locked={!loggedIn}>
      <div className="table-grid">
        <FactTable
          caption="GRE Scores"
          rows={[
            fieldRow(u, 'Average GRE (total)', 'averageGRE', formatScore(u.averageGRE)),
            fieldRow(u, 'Verbal Reasoning', 'greVerbal', formatScore(u.greVerbal)),
            fieldRow(u, 'Quantitative Reasoning', 'greQuant', formatScore(u.greQuant)),
            fieldRow(u, 'Analytical Writing', 'greWriting', formatScore(u.greWriting)),
          ]}
        />
        <FactTable
          caption="Language Test Scores"
          rows={[
            fieldRow(u, 'Average TOEFL', 'averageToefl', formatScore(u.averageToefl)),
            fieldRow(u, 'Minimum TOEFL', 'minimumToefl', formatScore(u.minimumToefl)),
            fieldRow(u, 'Average IELTS', 'averageIelts', formatScore(u.averageIelts)),
            fieldRow(u, 'Minimum IELTS', 'minimumIelts', formatScore(u.minimumIelts)),
          ]}
        />
        <FactTable
          caption="Academic Requirements"
          rows={[
            fieldRow(u, 'Average GPA', 'averageGpa', formatScore(u.averageGpa)),
            fieldRow(u, 'Average GMAT', 'averageGMAT', formatScore(u.averageGMAT)),
            fieldRow(u, 'Average SAT', 'averageSAT', formatScore(u.averageSAT)),
          ]}
        />
        <FactTable
          caption="Acceptance Rates"
          rows={[
            fieldRow(u, 'Overall (undergrad.)', 'acceptanceRate', formatRate(u.acceptanceRate)),
            fieldRow(u, "Master's", 'mastersAcceptanceRate', formatRate(u.mastersAcceptanceRate)),
            fieldRow(u, 'PhD', 'phdAcceptanceRate', formatRate(u.phdAcceptanceRate)),
          ]}
        />
      </div>
    </DetailSection>
  );
}
