import { useState } from 'react';
import { useNavigate } from '@gradatlas/shared/router';
import { afterNextPaint } from '@gradatlas/shared/after-next-paint';
import { useSessionStore } from '@gradatlas/shared/session';
import { calculateGeneral, calculateSpecific, type GeneralAnswer, type SpecificAnswer } from '../api/calculate-chances';
import { chanceFailure, type FieldErrors } from '../api/chance-failure';
import { type CalculatorInputs } from '@gradatlas/shared/domain';

/** The programme the last calculation asked for, as the student picked it (its title is the student's words). */
export type ChosenProgramme = { code: string; title: string } | null;

export interface CalculationState {
  calculating: boolean;
  chosen: ChosenProgramme;
  general: GeneralAnswer | null;
  specific: SpecificAnswer | null;
  error: string | null;
  /** The problems the server tied to a field, shown beside it. */
  fieldErrors: FieldErrors;
}

const IDLE: CalculationState = { calculating: false, chosen: null, general: null, specific: null, error: null, fieldErrors: {} };

/**
 * SPEC section 4, Calculator: calculating, then results or an error. A general
 * result clears any specific analysis, and the other way round. A 401 ends the
 * session and goes to /login (SPEC sections 6 and 8).
 */
export function useCalculation() {
  const [state, setState] = useState<CalculationState>(IDLE);
  const navigate = useNavigate();

  /** `program`: the chosen programme (its CIP code is sent), or null. */
  const run = async (inputs: CalculatorInputs, program: ChosenProgramme = null) => {
    const programCode = program?.code ?? null;
    const chosen = program && { code: program.code, title: program.title };
    setState((current) => ({ ...current, calculating: true, error: null, fieldErrors: {} }));
    // The request is made once "Calculating your chances..." has painted: made
    // in the tap's own task (the client, its interceptors, the body), it held
    // up the answer to the tap (issue 50), as Load More's did.
    await afterNextPaint();
    try {
      if (inputs.mode === 'general') {
        const general = await calculateGeneral(inputs, programCode);
        setState({ ...IDLE, chosen, general });
      } else {
        const specific = await calculateSpecific(inputs, programCode);
        setState({ ...IDLE, chosen, specific });
      }
    } catch (error) {
      const failure = chanceFailure(error);
      if (failure.kind === 'sign-in') {
        // The login page sends a signed-in user home, so the stale session must end first.
        useSessionStore.getState().logout();
        navigate('/login', { replace: true });
        return;
      }
      setState((current) => ({ ...current, calculating: false, error: failure.text, fieldErrors: failure.fields }));
    }
  };

  /** A field's problem is settled once the student changes what it was about. */
  const clearFieldError = (field: keyof FieldErrors) =>
    setState((current) => (current.fieldErrors[field] ? { ...current, fieldErrors: { ...current.fieldErrors, [field]: undefined } } : current));

  return { ...state, run, clearFieldError };
}
