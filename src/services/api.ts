import type { KyInstance } from 'ky';
import { requestData } from './http';
import type { CodeSent, LoginMethods, RegistrationBody, RegistrationSubmitBody, Session } from '../protocol/auth';
import type { Language } from '../protocol/common';
import type { Catalogue, EvidenceItem, Interview, InterviewSummary, NewInterview, SymptomHit } from '../protocol/interviews';
import type { PublicSettings } from '../protocol/settings';
import type { User } from '../protocol/user';
// Types only: the profile rules' module belongs to the profile pages' chunk, not the start-up bundle.
import type { ContactInfoBody, PasswordChangeBody, PersonalInfoBody } from '../protocol/profile';

/** Typed calls of SPEC §7 and the foundation's own API. Every failure throws an AppError. */
export function createApi(http: KyInstance) {
  const get = <T>(path: string, searchParams?: Record<string, string | number>) =>
    requestData<T>(() => http.get(path, { searchParams }).json());
  const post = <T>(path: string, json?: unknown) => requestData<T>(() => http.post(path, json === undefined ? {} : { json }).json());
  const put = <T>(path: string, json: unknown) => requestData<T>(() => http.put(path, { json }).json());
  const del = <T>(path: string) => requestData<T>(() => http.delete(path).json());

  return {
    get,
    /** A GET whose whole body is the answer, not its `data` (`GET /api/reports`: `{ data, total, page, per_page }`). */
    getBody: <T>(path: string, searchParams?: Record<string, string | number>) =>
      requestData<T>(async () => ({ data: await http.get(path, { searchParams }).json<T>() })),
    post,
    put,
    del,
    /** A multipart form as it is (fields and files), e.g. a new doctor's details with their photo. */
    postForm: <T>(path: string, body: FormData) => requestData<T>(() => http.post(path, { body }).json()),
    /** Multipart upload of one file under the field name `file`. */
    upload: <T>(path: string, file: Blob, name = 'file') => {
      const body = new FormData();
      body.append(name, file);
      return requestData<T>(() => http.post(path, { body }).json());
    },
    settings: () => get<PublicSettings>('settings'),
    auth: {
      user: () => get<User>('auth/user'),
      login: (identifier: string) => post<LoginMethods>('auth/login', { identifier }),
      loginWithPassword: (identifier: string, password: string) => post<Session>('auth/login-with-password', { identifier, password }),
      requestPhoneCode: (identifier: string) => post<CodeSent>('auth/login-with-phone/request', { identifier }),
      requestEmailCode: (identifier: string) => post<CodeSent>('auth/login-with-email/request', { identifier }),
      /** SPEC §7: the e-mail code submission uses the same path as the phone code. */
      submitCode: (identifier: string, code: string) => post<Session>('auth/login-with-phone/submit', { identifier, code }),
      loginWithAuthcode: (code: string) => post<Session>('auth/login-with-authcode', { code }),
      logout: () => post<unknown>('auth/logout'),
      requestRegistrationCode: (draft: RegistrationBody) => post<CodeSent>('auth/register/request', draft),
      register: (body: RegistrationSubmitBody) => post<Session>('auth/register', body),
    },
    profile: {
      saveLanguage: (language: Language) => put<User>('profile/language', { language }),
      savePersonalInfo: (body: PersonalInfoBody) => put<User>('profile/personal-info', body),
      saveContactInfo: (body: ContactInfoBody) => put<User>('profile/contact-info', body),
      changePassword: (body: PasswordChangeBody) => put<User>('profile/password', body),
      /** One image in the multipart field `file`; answers the user with the new versioned photo URL. */
      uploadAvatar: (file: Blob) => requestData<User>(() => {
        const body = new FormData();
        body.append('file', file);
        return http.post('profile/avatar', { body }).json();
      }),
      removeAvatar: () => requestData<User>(() => http.delete('profile/avatar').json()),
    },
    interviews: {
      bindPatient: (id: string) => post<unknown>(`interviews/${encodeURIComponent(id)}/bind-patient`),
      /** A signed-in person's interview (`POST /api/interviews`), or a guest's (`POST /guest/interviews`). */
      create: (body: NewInterview, signedIn: boolean) => post<Interview>(signedIn ? 'interviews' : '../guest/interviews', body),
      get: (id: string) => get<Interview>(`interviews/${encodeURIComponent(id)}`),
      evidence: (id: string, evidence: EvidenceItem[]) => post<Interview>(`interviews/${encodeURIComponent(id)}/evidence`, { evidence }),
      answer: (id: string, answers: EvidenceItem[]) => post<Interview>(`interviews/${encodeURIComponent(id)}/answer`, { answers }),
      back: (id: string) => post<Interview>(`interviews/${encodeURIComponent(id)}/back`),
      finish: (id: string) => post<Interview>(`interviews/${encodeURIComponent(id)}/finish`),
      mine: () => get<{ items: InterviewSummary[]; total: number }>('interviews', { page: 1, limit: 50 }),
    },
    symptoms: {
      catalogue: (lang: Language) => get<Catalogue>('symptoms/catalogue', { lang }),
      search: (q: string, lang: Language, sex: 'male' | 'female' | null) => get<SymptomHit[]>('symptoms/search', { q, lang, limit: 8, ...(sex ? { sex } : {}) }),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
