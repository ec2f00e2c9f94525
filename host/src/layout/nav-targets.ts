/** Admission Predictor and College Finder lead to the calculator, or to sign-in first. */
export function predictorPath(loggedIn: boolean): string {
  return loggedIn ? '/rate-my-chances' : '/login';
}
