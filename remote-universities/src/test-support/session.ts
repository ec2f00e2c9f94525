import { useSessionStore } from '@gradatlas/shared/session';

export function signInAsStudent(): void {
  useSessionStore.setState({
    status: 'authenticated',
    user: { id: 'student-1', name: 'Asha Student', email: 'asha@example.com', isAuthenticated: true },
  });
}

export function browseAsGuest(): void {
  useSessionStore.setState({ status: 'guest', user: null });
}
