import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_ICD10, findIcd10, searchIcd10 } from '../../server/catalog/icd10';
import { SEARCH_ALIASES } from '../../server/catalog/icd10/aliases';
import { ICD10_ENTRIES } from '../../server/catalog/icd10/entries';
import { KNOWLEDGE_BASE } from '../../server/symptoms/knowledge-base';
import { createUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { bearer, signIn } from '../support/session';

const CODE = /^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/;
const GEORGIAN = /[\u10D0-\u10FF]/;
const codes = ICD10_ENTRIES.map((e) => e.code);
const listed = new Set(codes);
const top = (q: string, n = 20) => searchIcd10(q, n).map((e) => e.code);

describe('the ICD-10 list', () => {
  it('holds the knowledge-base conditions and some 300 common primary-care codes besides', () => {
    const conditionCodes = new Set(Object.values(CONDITION_ICD10));
    expect(codes.length - conditionCodes.size).toBeGreaterThanOrEqual(300);
  });

  it('has well-formed codes, each once, sorted', () => {
    for (const code of codes) expect(code, code).toMatch(CODE);
    expect(listed.size).toBe(codes.length);
    for (let i = 1; i < codes.length; i++) expect(codes[i - 1] < codes[i], `${codes[i - 1]} before ${codes[i]}`).toBe(true);
  });

  it('names every entry in Georgian and in English, trimmed', () => {
    for (const { code, name } of ICD10_ENTRIES) {
      expect(name.ka, code).toMatch(GEORGIAN);
      expect(name.en, code).toMatch(/^[A-Z0-9][\x20-\x7E\u00C0-\u00FF]+$/);
      for (const text of [name.ka, name.en]) expect(text, code).toBe(text.trim().replace(/\s{2,}/g, ' '));
    }
  });

  it('codes every condition of the symptom checker with a code of the list', () => {
    const conditionIds = KNOWLEDGE_BASE.conditions.map((c) => c.id);
    expect(conditionIds.length).toBe(234);
    expect(Object.keys(CONDITION_ICD10).sort()).toEqual([...conditionIds].sort());
    for (const id of conditionIds) expect(listed.has(CONDITION_ICD10[id]), `${id} → ${CONDITION_ICD10[id]}`).toBe(true);
  });

  it('keeps search aliases only for codes of the list', () => {
    for (const [code, words] of Object.entries(SEARCH_ALIASES)) {
      expect(listed.has(code), code).toBe(true);
      expect(words.length, code).toBeGreaterThan(0);
    }
  });
});

describe('findIcd10', () => {
  it('finds a code whatever its case, with or without its dot', () => {
    expect(findIcd10('J06.9')?.name.en).toBe('Acute upper respiratory infection, unspecified');
    expect(findIcd10('j06.9')?.code).toBe('J06.9');
    expect(findIcd10('J069')?.code).toBe('J06.9');
    expect(findIcd10(' i10 ')?.code).toBe('I10');
    expect(findIcd10('Z34')?.code).toBe('Z34');
  });

  it('finds nothing for a code outside the list or a text that is no code', () => {
    for (const q of ['I16', 'J06.99', 'J0.69', 'hypertension', '', 'J06.9\u0000']) expect(findIcd10(q), q).toBeUndefined();
  });
});

describe('searchIcd10', () => {
  it('puts the exact code first, then the codes that start with it, in the list order', () => {
    expect(top('J06')).toEqual(['J06', 'J06.0', 'J06.9']);
    expect(top('j06.9')[0]).toBe('J06.9');
    expect(top('J069')[0]).toBe('J06.9');
    expect(top('E11').slice(0, 3)).toEqual(['E11', 'E11.2', 'E11.3']);
    expect(top('i10')[0]).toBe('I10');
  });

  it('finds hypertension from the first letters of a word, in English and in Georgian', () => {
    expect(top('hypert')[0]).toBe('I10');
    expect(top('HYPERT')[0]).toBe('I10');
    expect(top('ჰიპერტ')[0]).toBe('I10');
    expect(top('ჰიპერტ')).toContain('I11.9');
  });

  it('matches the beginnings of several words in any order', () => {
    expect(top('back pain')[0]).toBe('M54.5');
    expect(top('pain back')[0]).toBe('M54.5');
    const diabetes2 = top('დიაბ 2', 50);
    expect(diabetes2.length).toBeGreaterThan(3);
    expect(diabetes2.every((c) => c.startsWith('E11'))).toBe(true);
    expect(top('diab type 1')).toEqual(expect.arrayContaining(['E10', 'E10.1', 'E10.9']));
    expect(top('diab type 1')).not.toContain('E11');
  });

  it('ranks a name that starts with the query before one that only contains its words', () => {
    const migraine = top('migraine');
    expect(migraine[0]).toBe('G43');
    expect(migraine).toEqual(expect.arrayContaining(['G43.0', 'G43.1', 'G43.9']));
    expect(top('შაკიკი')[0]).toBe('G43');
    expect(top('pneumonia')[0]).toBe('J18.9');
    expect(top('ცისტიტი').indexOf('N30.0')).toBeLessThan(top('ცისტიტი').indexOf('K81.0'));
  });

  it('knows the common abbreviations and older names', () => {
    expect(top('uti')[0]).toBe('N39.0');
    expect(top('uti')).toContain('N30.0');
    expect(top('gerd')[0]).toBe('K21');
    expect(top('copd').slice(0, 3)).toEqual(['J44', 'J44.1', 'J44.9']);
    expect(top('urti')).toEqual(expect.arrayContaining(['J00', 'J06.9']));
    expect(top('მრვი')).toContain('J06.9');
    expect(top('niddm')[0]).toBe('E11');
    expect(top('ინსულინდამოუკიდებელი')[0]).toBe('E11');
    expect(top('covid')[0]).toBe('U07.1');
    expect(top('გაუწყლ')).toContain('E86');
    expect(top('წინამენსტრ')).toContain('N94.3');
  });

  it('finds British spellings with American ones and accented names without the accents', () => {
    expect(top('anemia')[0]).toBe('D64.9');
    expect(top('esophagitis')).toEqual(expect.arrayContaining(['K21.0', 'K21.9']));
    expect(top('meniere')).toEqual(['H81.0']);
    expect(top('hemorrhoids').slice(0, 2)).toEqual(['K64.9', 'K64']);
  });

  it('answers at most the limit, and nothing for a blank query or an unknown word', () => {
    expect(searchIcd10('a', 5)).toHaveLength(5);
    expect(searchIcd10('pain', 1)).toHaveLength(1);
    expect(searchIcd10('pain', 0)).toEqual([]);
    expect(searchIcd10('   ', 20)).toEqual([]);
    expect(searchIcd10('xyzzyq', 20)).toEqual([]);
    expect(searchIcd10('!!!', 20)).toEqual([]);
  });
});

describe('GET /api/icd10', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    const doctor = await createUser(s.db, { type: 'Doctor' });
    token = await signIn(s.db, doctor.id, s.clock);
  });
  afterAll(async () => s.close());

  const get = (url: string, withToken = true) => s.app.inject({ method: 'GET', url, headers: withToken ? bearer(token) : {} });

  it('is refused to anyone not signed in', async () => {
    const res = await get('/api/icd10?q=hypert', false);
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toBeUndefined();
  });

  it('answers a signed-in user the best matches in both languages', async () => {
    const res = await get(`/api/icd10?q=${encodeURIComponent('ჰიპერტ')}&limit=3`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual({ code: 'I10', name: { ka: 'ესენციური (პირველადი) ჰიპერტენზია', en: 'Essential (primary) hypertension' } });
    expect((await get('/api/icd10?q=j069')).json().data[0].code).toBe('J06.9');
    expect((await get('/api/icd10?q=a')).json().data).toHaveLength(20);
  });

  it('refuses a bad query with a coded error', async () => {
    const bad = ['', '?q=', `?q=${'a'.repeat(101)}`, '?q=flu%00', '?q=%20%20', '?q=flu&limit=0', '?q=flu&limit=51', '?q=flu&limit=ten'];
    for (const query of bad) {
      const res = await get(`/api/icd10${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code, query).toBe('validation');
      expect(res.json().errors?.[0]?.path, query).toMatch(/^(q|limit)$/);
    }
    expect((await get(`/api/icd10?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});
