/**
 * Browser-context options for a `WIDTHxHEIGHT` setting such as
 * `412x823` (Lighthouse's phone), or none when it is unset or malformed.
 * Used by profile:web (PROFILE_VIEWPORT) and bench:blocking:ab (AB_VIEWPORT).
 */
export function viewportOption(setting: string | undefined): { viewport?: { width: number; height: number } } {
  const [width, height] = (setting ?? '').split('x').map(Number);
  return width && height ? { viewport: { width, height } } : {};
}
