/**
 * The simulated Ministry of Finance (財政部) e-invoice platform: the reference server has no
 * network to the real one, so carrier verification follows a deterministic rule
 * (docs/decisions/180-invoice-preferences-and-mof.md):
 * - a mobile barcode / citizen certificate is known when it is in the built-in demo list
 *   below or QA registered it (POST /__qa/invoice/carriers);
 * - while QA has taken the API down (POST /__qa/invoice/mof `{Down: true}`) every verification
 *   fails with 200091 呼叫財政部API失敗, before any lookup.
 * Unknown: mobile barcode → 200089 手機條碼不存在, certificate → 200092 自然人憑證條碼不存在.
 */
import { Code } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Db } from '../db/schema';
import { invoiceStore, type MofCarrierKind } from '../db/repositories/invoice';
import type { Services } from '../services';

/** Known to every deployment, so a person trying the demo has a barcode and a certificate that pass. */
export const DEMO_MOBILE_BARCODES: readonly string[] = ['/ABC1234', '/DEMO+-.'];
export const DEMO_CITIZEN_CERTIFICATES: readonly string[] = ['AB12345678901234', 'TP00000000000001'];

const BUILT_IN: Record<MofCarrierKind, ReadonlySet<string>> = {
  mobile: new Set(DEMO_MOBILE_BARCODES),
  certificate: new Set(DEMO_CITIZEN_CERTIFICATES),
};

const NOT_FOUND: Record<MofCarrierKind, { code: number; what: string }> = {
  mobile: { code: Code.InvoiceMobileBarcodeNotFound, what: 'mobile barcode' },
  certificate: { code: Code.InvoiceCitizenCertNotFound, what: 'citizen certificate barcode' },
};

/** Verifies a normalised carrier with the simulated MoF; throws 200091, 200089 or 200092. */
export async function verifyWithMof(db: Db, kind: MofCarrierKind, carrier: string): Promise<void> {
  const store = invoiceStore(db);
  if (await store.mofDown()) throw new ReplyError(Code.InvoiceTaxApiFailed, 'the Ministry of Finance API did not answer');
  if (BUILT_IN[kind].has(carrier) || (await store.mofKnows(kind, carrier))) return;
  const { code, what } = NOT_FOUND[kind];
  throw new ReplyError(code, `${what} ${carrier} is not registered with the Ministry of Finance`);
}

/** QA: the simulated MoF knows these (normalised) carriers from now on; answers how many were new. */
export async function registerMofCarriers(services: Services, mobileBarcodes: readonly string[], certificates: readonly string[]): Promise<number> {
  const store = invoiceStore(services.repos.db);
  const now = services.clock.now();
  return (await store.registerMofCarriers('mobile', mobileBarcodes, now)) + (await store.registerMofCarriers('certificate', certificates, now));
}

/** QA: takes the simulated MoF API down (every verification 200091) or brings it back. */
export async function setMofDown(services: Services, down: boolean): Promise<void> {
  await invoiceStore(services.repos.db).setMofDown(down);
}
