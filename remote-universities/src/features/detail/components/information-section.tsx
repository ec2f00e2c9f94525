import { EXCHANGE_RATE_NOTE, formatAmount, formatCount, formatMoney, NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { formatRate, safeExternalUrl } from '../../../lib/format';
import { CopyButton } from './copy-button';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { FactTable, type FactRow } from './fact-table';
import { amountOf, formatYearlyCost, yearlyCost, yearlyCostBasis } from '../../../lib/yearly-cost';
import { costRow, fieldRow } from './rows';

interface InformationSectionProps {
  university: University;
  loggedIn: boolean;
}

function CopyableValue({ text, what }: { text: string; what: string }) {
  if (text === NOT_AVAILABLE) return <>{NOT_AVAILABLE}</>;
  return (
    <span className="copyable">
      <span className="copyable__text">{text}</span>
      <CopyButton text={text} what={what} />
    </span>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  const url = safeExternalUrl(href);
  if (!url) return <>{href}</>; // N/A, or an address we will not link to
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** "Tuition Fees (full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23))": what the figure is and where it is from. */
function tuitionLabel(university: University): string {
  return university.tuitionFeesLabel === NOT_AVAILABLE ? 'Tuition Fees' : `Tuition Fees (${university.tuitionFeesLabel})`;
}

function livingOneYearLabel(university: University): string {
  return university.livingExpensesLabel === NOT_AVAILABLE
    ? 'Living Expenses (one year)'
    : `Living Expenses (one year, ${university.livingExpensesLabel})`;
}

/** Basic info, student demographics, finances, career outcomes and contacts (signed-in users). */
export function InformationSection({ university: u, loggedIn }: InformationSectionProps) {
  const contactRows: FactRow[] = [
    { label: 'Admissions Email', value: <CopyableValue text={u.admissionsEmail} what="admissions email" /> },
    { label: 'Admissions Phone', value: <CopyableValue text={u.admissionsPhone} what="admissions phone" /> },
    // IPEDS gives the institution's general telephone line, not an admissions line: labelled so.
    { label: "Main Phone (institution's main line)", value: <CopyableValue text={u.mainPhone} what="main phone" /> },
    { label: 'Admissions Office', value: <ExternalLink href={u.admissionsLink} label="Admissions office page" /> },
    { label: 'Apply Online', value: <ExternalLink href={u.applicationLink} label="Application page" /> },
    {
      label: 'Website',
      value: (
        <span className="copyable">
          <ExternalLink href={u.website} label="Visit website" />
          {/* Our sources rarely give an admissions email or phone; the address is the contact most records have. */}
          {u.website !== NOT_AVAILABLE && <CopyButton text={u.website} what="website address" />}
        </span>
      ),
    },
    { label: 'Financial Aid', value: <ExternalLink href={u.financialAidLink} label="Financial aid office page" /> },
  ];

  return (
    <DetailSection section={DETAIL_SECTIONS.information} locked={!loggedIn}>
      <div className="table-grid">
        <FactTable
          caption="Basic Information"
          rows={[
            fieldRow(u, 'University Type', 'universityType', u.universityType),
            fieldRow(u, 'City', 'city', u.city),
            fieldRow(u, 'State / Province', 'state', u.state),
            fieldRow(u, 'Country', 'country', u.country),
            fieldRow(u, 'Address', 'fullAddress', u.fullAddress),
            fieldRow(u, 'Research Class (Carnegie 2021)', 'researchClass', u.researchClass),
          ]}
        />
        <FactTable
          caption="Student Demographics"
          rows={[
            fieldRow(u, 'Total Enrolled', 'totalEnrolled', formatCount(u.totalEnrolled)),
            fieldRow(u, 'Graduate Students', 'graduateStudents', formatCount(u.graduateStudents)),
            fieldRow(u, 'Graduate Students in Science, Engineering & Health (NSF GSS 2022)', 'sehGraduateStudents', formatCount(u.sehGraduateStudents)),
            fieldRow(u, 'International Students', 'internationalStudentsPercent', formatRate(u.internationalStudentsPercent)),
            fieldRow(u, 'Total International Students', 'totalInternationalStudents', formatCount(u.totalInternationalStudents)),
            fieldRow(u, 'Male', 'malePercent', formatRate(u.malePercent)),
            fieldRow(u, 'Female', 'femalePercent', formatRate(u.femalePercent)),
          ]}
        />
        <FactTable
          caption="Financial Information"
          rows={[
            costRow(u, fieldRow(u, tuitionLabel(u), 'tuitionFees', formatAmount(u, 'tuitionFees')), amountOf(u.tuitionFees)),
            fieldRow(u, 'Undergraduate Tuition Fees (out-of-state, College Scorecard 2021-22)', 'undergraduateTuitionFees', formatMoney(u.undergraduateTuitionFees)),
            fieldRow(u, 'Living Expenses', 'livingExpenses', formatAmount(u, 'livingExpenses')),
            costRow(u, fieldRow(u, livingOneYearLabel(u), 'livingExpensesOneYear', formatAmount(u, 'livingExpensesOneYear')), amountOf(u.livingExpensesOneYear)),
            costRow(u, { label: 'Total Yearly Cost (tuition and living expenses)', value: formatYearlyCost(u) }, yearlyCost(u), yearlyCostBasis(u)),
            ...(u.currency === 'CAD' ? [{ label: 'Exchange Rate', value: EXCHANGE_RATE_NOTE }] : []),
            costRow(u, fieldRow(u, "Application Fee (Master's / graduate)", 'applicationFeeMasters', formatMoney(u.applicationFeeMasters)), amountOf(u.applicationFeeMasters)),
            fieldRow(u, 'Application Fee (Undergraduate)', 'applicationFeeUndergrad', formatMoney(u.applicationFeeUndergrad)),
            fieldRow(u, 'Financial Aid Director', 'financialAidDirector', u.financialAidDirector),
            fieldRow(u, 'Financial Aid Phone', 'financialAidPhone', u.financialAidPhone),
            fieldRow(u, 'Fellowships', 'fellowships', u.fellowships),
            fieldRow(u, 'Teaching Assistantships', 'teachingAssistantships', u.teachingAssistantships),
            fieldRow(u, 'Research Assistantships', 'researchAssistantships', u.researchAssistantships),
          ]}
        />
        <FactTable
          caption="Career Outcomes"
          rows={[
            fieldRow(u, 'Average Salary', 'averageSalary', formatMoney(u.averageSalary)),
            fieldRow(u, 'Employment Rate', 'employmentRate', formatRate(u.employmentRate)),
            fieldRow(u, 'Employed Within 3 Months', 'employedWithin3Months', formatRate(u.employedWithin3Months)),
          ]}
        />
        <FactTable caption="Contact Information" rows={contactRows} />
      </div>
    </DetailSection>
  );
}
