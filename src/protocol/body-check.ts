/**
 * Whether a value is one of the contract's named bodies (contract.ts `bodies`: an HTTP route's
 * answer, the data of a refusal), by its compiled validator (generated/body-validators.ts, plain
 * functions): the browser checks it without zod, and without the Result validators of every OP
 * (./result-check), which only the socket needs.
 */
import type { BodyName, BodyOf } from './contract';
import { validators } from './generated/body-validators';

export function isBody<N extends BodyName>(name: N, value: unknown): value is BodyOf<N> {
  const validator = validators[name];
  if (!validator) throw new Error(`no compiled validator for body ${name}: run scripts/compile-schemas.ts`);
  return validator(value) === true;
}
