import { useState } from 'react';
import { useNavigate } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';
import type { SpecificAnalysis } from '@gradatlas/shared/contracts';
import { calculateGeneral, calculateSpecific, type GeneralAnswer } from '../api/calculate-chances';
import { chanceFailure } from '../api/chance-failure';
import { type CalculatorInputs } from '@gradatlas/shared/domain';

export interface CalculationState {
  calculating: boolean;
  general: GeneralAnswer | null;
  specific: SpecificAnalysis | null;
  error: string | null;
}

const IDLE: CalculationState = { calculating: false, general: null, specific: null, error: null };

/**
 * SPEC section 4, Calculator: calculating, then results or an error. A general
 * result clears any specific analysis, and the other way round. A 401 ends the
 * session and goes to /login (SPEC sections 6 and 8).
 */
export function useCalculation() {
  const [state, setState] = useState<CalculationState>(IDLE);
  const navigate = useNavigate();

  /** `programCode`: the CIP code of the chosen programme, or null (the programme input passes it). */
  const run = async (inputs: CalculatorInputs, programCode: string | null = null) => {
    setState((current) => ({ ...current, calculating: true, error: null }));
    try {
      if (inputs.mode === 'general') {
        const general = await calculateGeneral(inputs, programCode);
        setState({ calculating: false, general, specific: null, error: null });
      } else {
        const specific = await calculateSpecific(inputs, programCode);
        setState({ calculating: false, general: null, specific, error: null });
      }
    } catch (error) {
      const failure = chanceFailure(error);
      if (failure.kind === 'sign-in') {
        // The login page sends a signed-in user home, so the stale session must end first.
        useSessionStore.getState().logout();
        navigate('/login', { replace: true });
        return;
      }
      setState((current) => ({ ...current, calculating: false, error: failure.text }));
    }
  };

  return { ...state, run };
}
