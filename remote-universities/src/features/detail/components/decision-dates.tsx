import { useEffect, useState } from 'react';
import type { DecisionTiming, ProgramFilterLevel, UniversityDecisionDates } from '@gradatlas/shared/contracts';
import { MIN_DECISION_REPORTS } from '@gradatlas/shared/contracts/after-admission-labels';
import { chosenProgram, type ChosenProgram } from '../../../lib/chosen-program';
import { DECISION_DATES_NOTE, decisionLine, levelWord, narrowestTiming, otherLevel, timingScope, timingsInside } from '../../programs/after-admission-text';

// When decisions came (GradCafe aggregates), for signed-in students only:
// this module is loaded on its own, so a guest's page never carries it.

interface DecisionDatesProps {
  dates: UniversityDecisionDates | null;
  /** The programme in the address (?program=), before the one remembered from the explorer. */
  chosenCode: string | null;
}

const LEVEL_HEADINGS: Record<ProgramFilterLevel, string> = { masters: "Master's", doctoral: 'Doctoral' };

function TimingLines({ timing, seasons }: { timing: DecisionTiming; seasons: string }) {
  return (
    <>
      <dt className="decision-dates__scope">{timingScope(timing)}</dt>
      <dd>{decisionLine('admits', timing.admits, seasons)}</dd>
      <dd>{decisionLine('rejections', timing.rejections, seasons)}</dd>
    </>
  );
}

function LevelTimings({ dates, level, code, title }: { dates: UniversityDecisionDates; level: ProgramFilterLevel; code: string | null; title: string | null }) {
  const levelWide = dates.timings.find((timing) => timing.level === level && timing.code === null) ?? null;
  const narrow = code ? narrowestTiming(dates.timings, level, code) : null;
  // The group covering the programme; failing that, groups inside it (Computer Science, 11.07, inside family 11).
  const groups = narrow && narrow.code !== null ? [narrow] : code ? timingsInside(dates.timings, level, code) : [];
  const word = levelWord(level);
  return (
    <div className="decision-dates__level">
      <h4>{LEVEL_HEADINGS[level]}</h4>
      {code && groups.length === 0 && (
        <p className="decision-dates__note">
          Too few reports for {title ?? 'your programme'} alone (fewer than {MIN_DECISION_REPORTS}){levelWide ? `; every ${word} programme here:` : '.'}
        </p>
      )}
      {groups.length > 0 || levelWide ? (
        <dl className="decision-dates__list">
          {groups.map((group) => (
            <TimingLines key={group.code} timing={group} seasons={dates.seasons} />
          ))}
          {levelWide && <TimingLines timing={levelWide} seasons={dates.seasons} />}
        </dl>
      ) : (
        <p>Too few reports to say when {word} decisions come here (fewer than {MIN_DECISION_REPORTS}).</p>
      )}
    </div>
  );
}

/**
 * When admits and rejections were posted here in the seasons pooled: the
 * middle half of the dates, for the student's level first (and the
 * programme's group where enough reports name it), only from 20 reports.
 */
export function DecisionDates({ dates, chosenCode }: DecisionDatesProps) {
  // What the student chose in the explorer lives in this browser: read after the first render.
  const [remembered, setRemembered] = useState<ChosenProgram | null>(null);
  useEffect(() => setRemembered(chosenProgram()), []);
  const level = remembered?.level ?? 'masters';
  const code = chosenCode ?? remembered?.code ?? null;
  const title = remembered && remembered.code === code ? remembered.title : null;

  return (
    <div className="decision-dates">
      <h3 className="decision-dates__title">When decisions came</h3>
      {dates === null || dates.timings.length === 0 ? (
        <p>
          Too few reports to say when decisions come here: fewer than {MIN_DECISION_REPORTS} applicants reported an admit or a rejection of
          either level.
        </p>
      ) : (
        [level, otherLevel(level)].map((each) => <LevelTimings key={each} dates={dates} level={each} code={code} title={title} />)
      )}
      <p className="decision-dates__source">{DECISION_DATES_NOTE}</p>
    </div>
  );
}
