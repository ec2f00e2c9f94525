import { useState } from 'react';
import { Navigate } from '@gradatlas/shared/router';
import { rememberReturnPath } from '@gradatlas/shared/session';

/** Sends a guest to /login, remembering `returnTo` so signing in leads back there. */
export function SignInFirst({ returnTo }: { returnTo: string }) {
  // Remembered once, while rendering, before Navigate's effect leaves the page.
  useState(() => rememberReturnPath(returnTo));
  return <Navigate to="/login" replace />;
}
