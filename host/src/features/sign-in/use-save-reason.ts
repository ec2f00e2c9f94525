import { useLayoutEffect, useState } from 'react';
import { apiClient } from '@gradatlas/shared/api';
import { pendingSave } from '@gradatlas/shared/save-after-sign-in';

/** Said until the school's name is known (or when it cannot be). */
const UNNAMED = 'this university';

/** A university's name by its slug, from the public detail (guest fields); null when it cannot be read. */
async function universityName(slug: string): Promise<string | null> {
  const { data } = await apiClient.get<{ university?: { name?: unknown } }>(`/api/public/universities/slug/${encodeURIComponent(slug)}`);
  const name = data?.university?.name;
  return typeof name === 'string' && name ? name : null;
}

/**
 * The school a guest asked to save before signing in, by name ("Stanford
 * University"); null when the student came for another reason. Read in a
 * layout effect (this tab's storage, never during render), so the reason is
 * on screen in the first paint. A toggle that did not know the name leaves it
 * to the API; meanwhile, and if that fails, the school is "this university".
 */
export function useSaveReason(): string | null {
  const [school, setSchool] = useState<string | null>(null);
  useLayoutEffect(() => {
    const save = pendingSave();
    if (!save) return undefined;
    setSchool(save.name ?? UNNAMED);
    if (save.name) return undefined;
    let current = true;
    universityName(save.slug).then(
      (name) => current && name && setSchool(name),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return school;
}
