import type { University } from '@gradatlas/shared/domain';
import { formatRate, formatScore } from '../../../lib/format';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { KnownFacts } from './known-facts';
import { fieldRow } from './rows';

interface AdmissionSectionProps {
  university: University;
  loggedIn: boolean;
}

/** GRE, language tests, academic requirements and acceptance rates (signed-in users): only those our sources give. */
export function AdmissionSection({ university: u, loggedIn }: AdmissionSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.admission} locked={!loggedIn}>
      <KnownFacts
        university={u}
        groups={[
          {
            caption: 'GRE Scores',
            rows: [
              fieldRow(u, 'Average GRE (total)', 'averageGRE', formatScore(u.averageGRE), 'average GRE'),
              fieldRow(u, 'Verbal Reasoning', 'greVerbal', formatScore(u.greVerbal), 'GRE verbal'),
              fieldRow(u, 'Quantitative Reasoning', 'greQuant', formatScore(u.greQuant), 'GRE quantitative'),
              fieldRow(u, 'Analytical Writing', 'greWriting', formatScore(u.greWriting), 'GRE writing'),
            ],
          },
          {
            caption: 'Language Test Scores',
            rows: [
              fieldRow(u, 'Average TOEFL', 'averageToefl', formatScore(u.averageToefl), 'average TOEFL'),
              fieldRow(u, 'Minimum TOEFL', 'minimumToefl', formatScore(u.minimumToefl), 'minimum TOEFL'),
              fieldRow(u, 'Average IELTS', 'averageIelts', formatScore(u.averageIelts), 'average IELTS'),
              fieldRow(u, 'Minimum IELTS', 'minimumIelts', formatScore(u.minimumIelts), 'minimum IELTS'),
            ],
          },
          {
            caption: 'Academic Requirements',
            rows: [
              fieldRow(u, 'Average GPA', 'averageGpa', formatScore(u.averageGpa), 'average GPA'),
              fieldRow(u, 'Average GMAT', 'averageGMAT', formatScore(u.averageGMAT), 'average GMAT'),
              // The SAT is an undergraduate test: said so on a graduate page.
              fieldRow(u, 'Average SAT (undergraduate admission)', 'averageSAT', formatScore(u.averageSAT), 'average SAT'),
            ],
          },
          {
            caption: 'Acceptance Rates',
            rows: [
              fieldRow(u, 'Overall (undergrad.)', 'acceptanceRate', formatRate(u.acceptanceRate), 'overall acceptance rate'),
              fieldRow(u, "Master's", 'mastersAcceptanceRate', formatRate(u.mastersAcceptanceRate), "master's acceptance rate"),
              fieldRow(u, 'PhD', 'phdAcceptanceRate', formatRate(u.phdAcceptanceRate), 'PhD acceptance rate'),
            ],
          },
        ]}
      />
    </DetailSection>
  );
}
