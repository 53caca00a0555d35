/**
 * Command-line options of the benches: `--name=value` or `--name value`, else an environment
 * variable, else a default. `npm run bench -- chat-fanout --n=500,2000 --processes 3`.
 */

/** The value of `--name=value` or `--name value` in `argv`, or undefined when absent. */
export function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
      return next;
    }
  }
  return undefined;
}

/** The flag, else the environment variable, else the fallback. */
export function option(name: string, env: string, fallback: string, argv: readonly string[] = process.argv, vars: Record<string, string | undefined> = process.env): string {
  return flagValue(argv, name) ?? vars[env] ?? fallback;
}

/** "500,2000" → [500, 2000]; anything but positive whole numbers is an error naming the text. */
export function positiveInts(text: string): number[] {
  const values = text.split(',').map((x) => (x.trim() === '' ? Number.NaN : Number(x.trim())));
  if (values.some((x) => !Number.isSafeInteger(x) || x < 1)) {
    throw new Error(`expected positive integers separated by commas, got "${text}"`);
  }
  return values;
}

/** One positive whole number. */
export function positiveInt(name: string, text: string): number {
  const values = positiveInts(text);
  if (values.length !== 1) throw new Error(`--${name}: expected one positive integer, got "${text}"`);
  return values[0]!;
}

/**
 * The bench names among the runner's arguments: words that are not flags, except the value
 * of a flag written `--name value` (a word right after a flag that names no bench).
 */
export function benchNames(args: readonly string[], known: readonly string[]): string[] {
  return args.filter((arg, i) => {
    if (arg.startsWith('--')) return false;
    const previous = args[i - 1];
    const isFlagValue = previous !== undefined && previous.startsWith('--') && !previous.includes('=');
    return !isFlagValue || known.includes(arg);
  });
}
