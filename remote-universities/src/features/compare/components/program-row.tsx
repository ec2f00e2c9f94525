import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import { STEM_CAVEAT } from '@gradatlas/shared/contracts/after-admission-labels';
import type { University } from '@gradatlas/shared/domain';
import { chosenProgram } from '../../../lib/chosen-program';
import { awardsLine, PROGRAM_COVERAGE_NOTE } from '../../programs/program-text';
import { stemStanding } from '../../programs/after-admission-text';

/** A US university with no awards in the chosen programme in the two years the data cover (IPEDS, named by what it is). */
const NO_AWARDS_REPORTED = 'No awards reported to the US Department of Education in 2021-22 or 2022-23';

/** What one university awarded in the chosen programme, or why there is no figure. */
export function programCell(university: University, program: ProgramAwardsOnPage, title: string): string {
  if (university.country.trim().toUpperCase() !== 'USA') return PROGRAM_COVERAGE_NOTE;
  const awards = program.awards[university.slug];
  return awards === undefined ? NO_AWARDS_REPORTED : awardsLine(awards, program.level, title, program.year);
}

/** "Your programme": the programme chosen in the explorer, at each compared university. It has no best: more graduates is not better. */
export function ProgramRow({ universities, program }: { universities: University[]; program: ProgramAwardsOnPage }) {
  const chosen = chosenProgram();
  const title = chosen?.code === program.code ? chosen.title : program.title;
  return (
    <tr>
      <th scope="row">
        Your programme: {title}
        {/* The code's standing on the DHS STEM list (issue 48), the same at every university. */}
        {program.stem && (
          <>
            <br />
            <small>
              {stemStanding(program.stem)}
              {program.stem.listed > 0 && `; ${STEM_CAVEAT}`}
            </small>
          </>
        )}
      </th>
      {universities.map((university) => (
        <td key={university.slug}>{programCell(university, program, title)}</td>
      ))}
    </tr>
  );
}
