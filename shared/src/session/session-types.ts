export interface SessionUser {
  id: string;
  name: string;
  email: string;
  picture?: string;
  isAuthenticated?: boolean;
}

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

/** The user the SPEC sets when only tokens are known (after /auth-success or a refresh). */
export const PLACEHOLDER_USER: SessionUser = {
  id: 'session-user',
  name: 'Student',
  email: '',
  isAuthenticated: true,
};
