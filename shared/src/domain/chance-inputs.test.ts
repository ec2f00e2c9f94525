import { DEFAULT_INPUTS, batchBody, generalBody, inputsFrom, specificBody } from './chance-inputs';

describe('the calculator bodies and the programme code', () => {
  const inputs = { ...DEFAULT_INPUTS, gpa: '3.6', universityName: ' Harbor State University ' };

  it('sends no programCode when none is chosen', () => {
    expect(generalBody(inputs)).not.toHaveProperty('programCode');
    expect(specificBody(inputs)).not.toHaveProperty('programCode');
  });

  it('sends the chosen programme code, trimmed, in every mode', () => {
    const chosen = { ...inputs, programCode: ' 11.07 ' };
    expect(generalBody(chosen)).toMatchObject({ programCode: '11.07', country: 'All', gpa: 3.6 });
    expect(specificBody(chosen)).toMatchObject({ programCode: '11.07', universityName: 'Harbor State University' });
    expect(batchBody(chosen, ['Harbor State University'])).toMatchObject({ programCode: '11.07' });
  });

  it('remembers the programme code, and reads a stored one of the wrong type as none', () => {
    expect(inputsFrom({ programCode: '45.06' }).programCode).toBe('45.06');
    expect(inputsFrom({ programCode: 45.06 }).programCode).toBe('');
    expect(inputsFrom({}).programCode).toBe('');
  });
});
