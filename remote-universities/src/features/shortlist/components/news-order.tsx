import { useState } from 'react';
import type { DecisionTiming, ProgramFilterLevel } from '@gradatlas/shared/contracts';
import { DECISION_SEASONS } from '@gradatlas/shared/contracts/after-admission-labels';
import type { University } from '@gradatlas/shared/domain';
import type { ChosenProgram } from '../../../lib/chosen-program';
import { DECISION_DATES_NOTE, decisionLine, newsDay, timingScope, TOO_FEW_REPORTS } from '../../programs/after-admission-text';
import { useDecisionDates } from '../hooks/use-decision-dates';

/** The saved schools with enough reports, by when news usually came (admits' middle date, else rejections'), then the others. */
export function orderByNews(universities: University[], timings: ReadonlyMap<string, DecisionTiming>): { dated: [University, DecisionTiming][]; undated: University[] } {
  const dated = universities.flatMap((university): [University, DecisionTiming][] => {
    const timing = timings.get(university.slug);
    return timing ? [[university, timing]] : [];
  });
  dated.sort(([, a], [, b]) => newsDay(a) - newsDay(b) || (a.rejections?.median ?? Infinity) - (b.rejections?.median ?? Infinity));
  return { dated, undated: universities.filter((university) => !timings.has(university.slug)) };
}

interface NewsOrderProps {
  universities: University[];
  program: ChosenProgram | null;
}

/** "When to expect news": the saved schools ordered by when decisions were posted in past seasons, those with too few reports last. */
export function NewsOrder({ universities, program }: NewsOrderProps) {
  const [level, setLevel] = useState<ProgramFilterLevel>(program?.level ?? 'masters');
  const state = useDecisionDates(
    universities.map((university) => university.slug),
    level,
    program?.code ?? null,
  );

  let list = null;
  if (state.status === 'loading') list = <p role="status">Loading when decisions came...</p>;
  else if (state.status === 'error') list = <p role="alert">When decisions came could not be loaded. Please try again later.</p>;
  else if (state.status === 'ready') {
    const { dated, undated } = orderByNews(universities, state.timings);
    list = (
      <ol className="shortlist__news-list" aria-label="Saved universities by when news came">
        {dated.map(([university, timing]) => (
          <li key={university.slug}>
            <h3>{university.name}</h3>
            <p className="shortlist__news-scope">For {timingScope(timing)}</p>
            <p>{decisionLine('admits', timing.admits, DECISION_SEASONS)}</p>
            <p>{decisionLine('rejections', timing.rejections, DECISION_SEASONS)}</p>
          </li>
        ))}
        {undated.map((university) => (
          <li key={university.slug}>
            <h3>{university.name}</h3>
            <p>Too few reports to say ({TOO_FEW_REPORTS}), so listed last.</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="shortlist__news" aria-labelledby="shortlist-news-title">
      <h2 id="shortlist-news-title">When to expect news</h2>
      <p>
        Your saved schools in the order decisions usually came: by the middle date on which admits were posted (else rejections)
        {program ? `, for ${program.title} where enough reports name it, else every programme at the level` : ''}.
      </p>
      <label className="shortlist__news-level">
        <span>Level</span>
        <select value={level} onChange={(event) => setLevel(event.target.value === 'doctoral' ? 'doctoral' : 'masters')}>
          <option value="masters">Master&apos;s</option>
          <option value="doctoral">Doctoral</option>
        </select>
      </label>
      {list}
      <p className="shortlist__source">{DECISION_DATES_NOTE}</p>
    </section>
  );
}
