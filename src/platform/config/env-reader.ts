// How a configuration section reads the environment: blank counts as unset, and a value that does
// not parse is written down as a problem (the caller lists them all at once) and its default used.

export type Env = Record<string, string | undefined>;

export interface EnvReader {
  /** The variable, trimmed; undefined when unset or blank. */
  read(name: string): string | undefined;
  /** A whole number from min to max, or the fallback when unset. */
  int(name: string, fallback: number, min: number, max: number): number;
  /** true/yes/1 or false/no/0, or the fallback when unset. */
  bool(name: string, fallback: boolean): boolean;
  /** Every problem found so far, in the order found. */
  problems: string[];
}

export function envReader(env: Env): EnvReader {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  return { read, int, bool, problems };
}
