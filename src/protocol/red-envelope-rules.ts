/**
 * Red envelope methods, states, limits, orders and the export route (chat spec §9), apart from its
 * schemas (./red-envelope) so that the browser reads them without zod (as ./passbook-rules does
 * for the passbook).
 */

/** 1 lucky (random shares, each ≤ twice the remaining average), 2 equal shares. */
export const RedEnvelopeMethod = { Random: 1, Equal: 2 } as const;

/** An envelope's state; 0 in a list request means every state. */
export const RedEnvelopeStatus = { Open: 1, AllClaimed: 2, Cancelled: 3, Expired: 4 } as const;

export const RedEnvelopeLimits = {
  TitleLength: 20,
  ContentLength: 100,
  MaxQuantity: 200,
  MaxAmount: 1_000_000_000_000,
  /** chat §9: the red envelope list shows 10 a page. */
  ListPerPage: 10,
  /** The receive-info CSV export: 2,000 rows a page. */
  ExportPerPage: 2000,
  /** An envelope expires 24 h after it was created (server clock). */
  LifetimeMs: 24 * 60 * 60 * 1000,
  MaxPage: 100_000,
} as const;

/** Records / export order: 1 receive time, 2 amount. */
export const RedEnvelopeOrderBy = { Time: 1, Amount: 2 } as const;

/** HTTP: the receive info of an envelope as CSV (UTF-8 with BOM), api-token header. */
export const RedEnvelopePath = { ReceiveInfoExport: '/api/v1/redenvelope/receive_info/export' } as const;
