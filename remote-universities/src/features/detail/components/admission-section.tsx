import { Suspense, lazy } from 'react';
import type { UniversityDecisionDates } from '@gradatlas/shared/contracts';
import type { NumberOrNotAvailable, University } from '@gradatlas/shared/domain';
import { formatRate, formatScore } from '../../../lib/format';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { KnownFacts } from './known-facts';
import { fieldRow } from './rows';

// Signed-in students only: a guest's page never loads it.
const DecisionDates = lazy(() => import('./decision-dates').then((module) => ({ default: module.DecisionDates })));

interface AdmissionSectionProps {
  university: University;
  loggedIn: boolean;
  /** When decisions were posted (signed in); undefined when the answer had none (a guest's, or an older API). */
  decisionDates?: UniversityDecisionDates | null | undefined;
  /** The programme in the address (?program=). */
  chosenCode?: string | null;
}

type AdmissionField =
  | 'averageGRE' | 'greVerbal' | 'greQuant' | 'greWriting'
  | 'averageToefl' | 'minimumToefl' | 'averageIelts' | 'minimumIelts'
  | 'averageGpa' | 'averageGMAT' | 'averageSAT'
  | 'acceptanceRate' | 'mastersAcceptanceRate' | 'phdAcceptanceRate';

/** label, field, the name it goes by in the 'Not published' line, and how it is written. */
type AdmissionRow = [string, AdmissionField, string, (value: NumberOrNotAvailable) => string];

const GROUPS: Array<{ caption: string; rows: AdmissionRow[] }> = [
  {
    caption: 'GRE Scores',
    rows: [
      ['Average GRE (total)', 'averageGRE', 'average GRE', formatScore],
      ['Verbal Reasoning', 'greVerbal', 'GRE verbal', formatScore],
      ['Quantitative Reasoning', 'greQuant', 'GRE quantitative', formatScore],
      ['Analytical Writing', 'greWriting', 'GRE writing', formatScore],
    ],
  },
  {
    caption: 'Language Test Scores',
    rows: [
      ['Average TOEFL', 'averageToefl', 'average TOEFL', formatScore],
      ['Minimum TOEFL', 'minimumToefl', 'minimum TOEFL', formatScore],
      ['Average IELTS', 'averageIelts', 'average IELTS', formatScore],
      ['Minimum IELTS', 'minimumIelts', 'minimum IELTS', formatScore],
    ],
  },
  {
    caption: 'Academic Requirements',
    rows: [
      ['Average GPA', 'averageGpa', 'average GPA', formatScore],
      ['Average GMAT', 'averageGMAT', 'average GMAT', formatScore],
      // The SAT is an undergraduate test: said so on a graduate page.
      ['Average SAT (undergraduate admission)', 'averageSAT', 'average SAT', formatScore],
    ],
  },
  {
    caption: 'Acceptance Rates',
    rows: [
      ['Overall (undergrad.)', 'acceptanceRate', 'overall acceptance rate', formatRate],
      ["Master's", 'mastersAcceptanceRate', "master's acceptance rate", formatRate],
      ['PhD', 'phdAcceptanceRate', 'PhD acceptance rate', formatRate],
    ],
  },
];

/** GRE, language tests, academic requirements, acceptance rates and when decisions came (signed-in users): only those our sources give. */
export function AdmissionSection({ university: u, loggedIn, decisionDates, chosenCode = null }: AdmissionSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.admission} locked={!loggedIn}>
      <KnownFacts
        university={u}
        groups={GROUPS.map(({ caption, rows }) => ({
          caption,
          rows: rows.map(([label, field, name, format]) => fieldRow(u, label, field, format(u[field]), name)),
        }))}
      />
      {loggedIn && decisionDates !== undefined && (
        <Suspense fallback={null}>
          <DecisionDates dates={decisionDates} chosenCode={chosenCode} />
        </Suspense>
      )}
    </DetailSection>
  );
}
