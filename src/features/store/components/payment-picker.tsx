import { myCardMethodLabelKey, paymentGroupLabelKey, type MyCardMethodId, type PaymentGroupId } from '@/brand/payments';
import type { PaymentGroupView } from '@/protocol';
import type { StoreT } from '../texts';

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={`min-h-11 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-bold ring-1 ring-inset transition ${
        selected ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 ring-gold-300/60' : 'bg-night-800/80 text-mist-300 ring-white/10 hover:text-white'
      }`}
    >
      {children}
    </button>
  );
}

/** The brand's payment groups in its order, and MyCard's 序號儲值 / 線上扣點 / 免費抵扣 under MyCard. */
export function PaymentPicker({
  groups,
  group,
  method,
  onGroup,
  onMethod,
  ts,
}: {
  groups: readonly PaymentGroupView[];
  group: PaymentGroupId;
  method: MyCardMethodId | null;
  onGroup: (id: PaymentGroupId) => void;
  onMethod: (id: MyCardMethodId) => void;
  ts: StoreT;
}) {
  const methods = groups.find((g) => g.ID === group)?.Methods ?? [];
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={ts('groupsLabel')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        {groups.map((g) => (
          <Chip key={g.ID} selected={g.ID === group} onClick={() => onGroup(g.ID)}>
            {ts(paymentGroupLabelKey(g.ID))}
          </Chip>
        ))}
      </div>
      {methods.length > 0 ? (
        <div role="group" aria-label={ts('methodsLabel')} className="flex flex-wrap gap-2 rounded-2xl bg-night-950/50 p-2 ring-1 ring-white/5">
          {methods.map((m) => (
            <Chip key={m} selected={m === method} onClick={() => onMethod(m)}>
              {ts(myCardMethodLabelKey(m))}
            </Chip>
          ))}
        </div>
      ) : null}
    </div>
  );
}
