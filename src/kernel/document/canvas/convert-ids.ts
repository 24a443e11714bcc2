// Ids for a converted deck: an old id is kept when the canvas model accepts it and nothing took it
// first; otherwise a name is derived from what the element is, numbered on a clash. Ids are handed
// out in document order, so the same deck always converts to the same ids.

/** An id the canvas model accepts (schema.ts). */
export const isCanvasId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);
const MAX_LENGTH = 64;

export interface IdAllocator {
  /** `preferred` when it is valid and free, else `base` (cleaned), then `base-2`, `base-3`… */
  take(preferred: string | undefined, base: string): string;
}

export function idAllocator(): IdAllocator {
  const used = new Set<string>();
  const claim = (id: string) => {
    used.add(id);
    return id;
  };
  return {
    take(preferred, base) {
      if (preferred !== undefined && isCanvasId(preferred) && !used.has(preferred)) return claim(preferred);
      const clean = base.replace(/[^A-Za-z0-9_-]/g, '') || 'element';
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? '' : `-${n}`;
        const id = clean.slice(0, MAX_LENGTH - suffix.length) + suffix;
        if (!used.has(id)) return claim(id);
      }
    },
  };
}
