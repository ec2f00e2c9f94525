import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicationFee, CARNEGIE_2021, fullAddress, graduateTuition, phoneNumber } from '../scripts/lib/ipeds';
import { livingCostOf } from '../scripts/lib/graduate-rules';
import { readCrosswalk } from '../scripts/lib/nsf-gss';
import { toUsd } from '../../shared/src/domain/currency';

describe('IPEDS 2022-23 rules', () => {
  const michigan = { TUITION6: '25894', FEE6: '332', XFEE6: 'R', XTUIT7: 'R', TUITION7: '52124', XFEE7: 'R', FEE7: '332' };

  it('takes out-of-state graduate tuition plus required fees at a public university', () => {
    expect(graduateTuition(michigan, '1')).toEqual({ amount: 52456, basis: 'out-of-state', imputed: false });
  });

  it('calls a private figure the same for all students when in-state and out-of-state agree', () => {
    expect(graduateTuition({ ...michigan, TUITION6: '52124' }, '2')).toEqual({ amount: 52456, basis: 'all students', imputed: false });
  });

  it('counts an implied-zero fee as 0 and gives no figure where tuition is not applicable', () => {
    expect(graduateTuition({ ...michigan, XFEE7: 'Z', FEE7: '' }, '1')?.amount).toBe(52124);
    expect(graduateTuition({ ...michigan, XTUIT7: 'A', TUITION7: '-2' }, '1')).toBeNull();
  });

  it('keeps a reported zero application fee as 0 (shown "$0") and "not applicable" as missing', () => {
    expect(applicationFee('R', '75')).toBe(75);
    expect(applicationFee('R', '0')).toBe(0);
    expect(applicationFee('Z', '')).toBe(0);
    expect(applicationFee('A', '-2')).toBeNull();
  });

  it('writes the address and the main phone as a reader uses them', () => {
    expect(fullAddress({ ADDR: '503 Thompson Street', CITY: 'Ann Arbor', STABBR: 'MI', ZIP: '48109' })).toBe('503 Thompson Street, Ann Arbor, MI 48109');
    expect(phoneNumber('7347641817')).toBe('(734) 764-1817');
    expect(phoneNumber('33438738777550')).toBe('(334) 387-3877 ext. 7550');
    expect(phoneNumber('')).toBeNull();
  });

  it('names the research classes as the issue asks', () => {
    expect(CARNEGIE_2021['15']).toBe('R1: very high research activity');
    expect(CARNEGIE_2021['16']).toBe('R2: high research activity');
  });

  it('falls back to on-campus living cost, labelled, where no off-campus figure is published', () => {
    expect(livingCostOf({ ROOMBOARD_OFF: '12000', OTHEREXPENSE_OFF: '3000', ROOMBOARD_ON: '9000', OTHEREXPENSE_ON: '2000' })).toEqual({ amount: 15000, basis: 'off-campus' });
    expect(livingCostOf({ ROOMBOARD_ON: '9000', OTHEREXPENSE_ON: '2000' })).toEqual({ amount: 11000, basis: 'on-campus' });
    expect(livingCostOf({})).toBeNull();
  });

  it('converts CA$ at the 2022 annual average rate and leaves US$ as is', () => {
    expect(toUsd(27520, 'CAD')).toBe(21148);
    expect(toUsd(52456, 'USD')).toBe(52456);
  });
});

describe('the reviewed NSF GSS crosswalk', () => {
  const rows = readCrosswalk();
  const decision = (name: string) => rows.find((row) => row.gssName === name);

  it('gives every row a decision and a reason (readCrosswalk throws otherwise)', () => {
    expect(rows.length).toBeGreaterThan(600);
    const text = readFileSync(join(__dirname, '../scripts/data/nsf-gss-crosswalk.csv'), 'utf8');
    expect(text.split('\n')[0]).toBe('gss_institution_name,unitid,ipeds_name,ipeds_state,decision,reason');
  });

  it('leaves out the guessed campus matches of the draft', () => {
    expect(decision('U. Colorado')?.use).toBe(false);
    expect(decision('Rutgers, State U. New Jersey')?.use).toBe(false);
  });

  it('maps no two GSS rows to one university', () => {
    const used = rows.filter((row) => row.use).map((row) => row.unitid);
    expect(new Set(used).size).toBe(used.length);
  });
});
