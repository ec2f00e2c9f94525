// Canadian candidates: universities of the domains directory, with tuition and
// living cost from the graduate stipends file where it has the university.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { url, type Candidate, type FieldSource } from './candidate';
import { cellNumber, readCsv } from './csv-rows';
import { EXCHANGE_RATE_NOTE } from '../../../shared/src/domain/currency';
import { nameKey } from './names';
import { CREDITS, LIVING_LABEL_CA, TUITION_LABEL_CA } from './source-credits';

// Canada: the directory lists colleges, seminaries and CEGEPs too. We keep
// degree-granting universities by name: "Universit" (University, Université),
// "Polytechni" or "Institute of Technology".
const CANADIAN_UNIVERSITY = /universit|polytechni|institute of technology/i;

/** Short names of the stipend file → the directory name of the university (checked by hand). */
const STIPEND_UNIVERSITIES: Record<string, string> = {
  Alberta: 'University of Alberta', Brock: 'Brock University', Calgary: 'University of Calgary', Carleton: 'Carleton University',
  Concordia: 'Concordia University', Dalhousie: 'Dalhousie University', Guelph: 'University of Guelph', Laurentian: 'Laurentian University',
  Laval: 'Université Laval', Lethbridge: 'University of Lethbridge', Manitoba: 'University of Manitoba', McGill: 'McGill University',
  McMaster: 'McMaster University', Memorial: 'Memorial University of Newfoundland', 'New Brunswick': 'University of New Brunswick',
  Ottawa: 'University of Ottawa', "Queen's": "Queen's University", Regina: 'University of Regina', Saskatchewan: 'University of Saskatchewan',
  Sherbrooke: 'Université de Sherbrooke', 'Simon Fraser': 'Simon Fraser University', 'TMU (Ryerson)': 'Toronto Metropolitan University',
  Toronto: 'University of Toronto', Trent: 'Trent University', UBC: 'University of British Columbia', UNBC: 'University of Northern British Columbia',
  UQAM: 'Université du Québec à Montréal', UdeM: 'Université de Montréal', Victoria: 'University of Victoria', Waterloo: 'University of Waterloo',
  Western: 'University of Western Ontario', 'Wilfrid Laurier': 'Wilfrid Laurier University', Windsor: 'University of Windsor', York: 'York University',
};

function stipendFigures(dataDir: string): Map<string, { tuition: number | null; living: number | null; city: string | null }> {
  const out = new Map<string, { tuition: number | null; living: number | null; city: string | null }>();
  for (const row of readCsv(join(dataDir, 'canada/graduate-stipends-tuition-2022.csv'))) {
    const name = STIPEND_UNIVERSITIES[row.university ?? ''];
    if (!name || out.has(nameKey(name))) continue; // first row (the Master's programme) of each university
    const monthly = cellNumber(row.living_month);
    out.set(nameKey(name), { tuition: cellNumber(row.tuition_int), living: monthly === null ? null : Math.round(monthly * 12), city: row.city || null });
  }
  return out;
}

export function canadianCandidates(dataDir: string): Candidate[] {
  const list = JSON.parse(readFileSync(join(dataDir, 'directory/us-ca-universities-and-domains.json'), 'utf8')) as Array<{
    name: string;
    alpha_two_code: string;
    'state-province': string | null;
    web_pages: string[];
  }>;
  const stipends = stipendFigures(dataDir);
  return list
    .filter((entry) => entry.alpha_two_code === 'CA' && CANADIAN_UNIVERSITY.test(entry.name))
    .map((entry) => {
      const figures = stipends.get(nameKey(entry.name.trim())) ?? null;
      const fieldSources: Record<string, FieldSource> = {};
      const example = { source: 'Canadian graduate stipends data set', year: '2022', estimated: true };
      if (figures?.tuition != null) fieldSources.tuitionFees = { ...example, note: 'international graduate tuition, CAD, department example 2022' };
      if (figures?.living != null) {
        fieldSources.livingExpenses = { ...example, note: LIVING_LABEL_CA };
        fieldSources.livingExpensesOneYear = { ...example, note: LIVING_LABEL_CA };
        fieldSources.livingExpensesUsd = { source: 'Bank of Canada exchange rate', year: '2022', estimated: true, note: EXCHANGE_RATE_NOTE };
      }
      if (figures?.tuition != null) fieldSources.tuitionFeesUsd = { source: 'Bank of Canada exchange rate', year: '2022', estimated: true, note: EXCHANGE_RATE_NOTE };
      return {
        name: entry.name.trim(),
        formerName: null,
        unitid: null,
        country: 'Canada' as const,
        currency: 'CAD' as const,
        city: figures?.city ?? null,
        state: entry['state-province'] || null,
        website: url(entry.web_pages[0]),
        financialAidLink: null,
        admissionRate: null,
        sat: null,
        tuition: figures?.tuition ?? null,
        tuitionLabel: figures?.tuition != null ? TUITION_LABEL_CA : null,
        undergraduateTuition: null,
        livingCost: figures?.living ?? null,
        livingLabel: figures?.living != null ? LIVING_LABEL_CA : null,
        undergraduates: null,
        graduateStudents: null,
        graduateStudentsYear: null,
        internationalShare: null,
        menShare: null,
        womenShare: null,
        earnings: null,
        ipeds: null,
        gss: null,
        fieldSources,
        sources: figures ? [CREDITS.directory, CREDITS.stipends] : [CREDITS.directory],
      };
    });
}
