import { Form } from "react-router";
import { PICKUP_NEXT_STATES, type PickupState } from "@core/business-pickups";
import { EmptyList, RecordTable, type Column } from "./list-screen/record-table";

export type BusinessPickupRow = {
  id: string;
  businessName: string;
  slot: string;
  state: string;
  addressLabel: string;
  address: string;
  city: string;
  pincode: string;
  contactName: string;
  contactPhone: string;
  shipmentCount: number;
  lrs: string[];
};

export const PICKUP_STATE_LABELS: Record<PickupState, string> = {
  requested: "Requested",
  scheduled: "Scheduled",
  picked_up: "Picked up",
  cancelled: "Cancelled",
};
const ACTION_LABELS: Record<PickupState, string> = {
  requested: "Requested",
  scheduled: "Mark scheduled",
  picked_up: "Mark picked up",
  cancelled: "Cancel pickup",
};
const isState = (state: string): state is PickupState => state in PICKUP_NEXT_STATES;
const stateLabel = (state: string) => (isState(state) ? PICKUP_STATE_LABELS[state] : state);
const slotLabel = (slot: string) => `${slot.replace("-", ":00–")}:00`;
const shipmentsLabel = (n: number) => (n === 1 ? "1 shipment" : `${n} shipments`);

/** The buttons that move a pickup on: one form each, so they work without JavaScript. */
function Moves({ row }: { row: BusinessPickupRow }) {
  const next = isState(row.state) ? PICKUP_NEXT_STATES[row.state] : [];
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((to) => (
        <Form method="post" key={to}>
          <input type="hidden" name="intent" value="business-pickup-state" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="to" value={to} />
          <button
            type="submit"
            className={to === "cancelled" ? "btn-outline text-sm" : "btn-dark text-sm"}
            aria-label={`${ACTION_LABELS[to]}: ${row.businessName}, ${slotLabel(row.slot)}`}
          >
            {ACTION_LABELS[to]}
          </button>
        </Form>
      ))}
    </div>
  );
}

function Place({ row }: { row: BusinessPickupRow }) {
  return (
    <>
      <span className="block font-semibold">
        <bdi>{row.addressLabel}</bdi>
      </span>
      <bdi className="block break-words">{row.address}</bdi>
      <span className="block">
        <bdi>{row.city}</bdi> {row.pincode}
      </span>
      <span className="block text-muted">
        <bdi>{row.contactName}</bdi> · {row.contactPhone}
      </span>
    </>
  );
}

function Shipments({ row }: { row: BusinessPickupRow }) {
  return (
    <>
      <span className="block font-semibold">{shipmentsLabel(row.shipmentCount)}</span>
      <span className="block font-mono text-xs break-all">{row.lrs.join(", ")}</span>
    </>
  );
}

function Card({ row }: { row: BusinessPickupRow }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <bdi className="font-bold text-navy-900">{row.businessName}</bdi>
        <span className="font-semibold">{slotLabel(row.slot)}</span>
      </p>
      <div>
        <Place row={row} />
      </div>
      <div>
        <Shipments row={row} />
      </div>
      <p>State: {stateLabel(row.state)}</p>
      <Moves row={row} />
    </div>
  );
}

const COLUMNS: Column<BusinessPickupRow>[] = [
  { header: "Slot", className: "px-3 py-2 whitespace-nowrap", cell: (row) => slotLabel(row.slot) },
  {
    header: "Business",
    rowHeader: true,
    className: "px-3 py-2 font-bold text-navy-900",
    cell: (row) => <bdi>{row.businessName}</bdi>,
  },
  { header: "Address", className: "max-w-72 px-3 py-2", cell: (row) => <Place row={row} /> },
  { header: "Shipments", className: "max-w-60 px-3 py-2", cell: (row) => <Shipments row={row} /> },
  { header: "State", cell: (row) => stateLabel(row.state) },
  { header: "Move", className: "px-3 py-2", cell: (row) => <Moves row={row} /> },
];

/** One day's business pickups (CONTRACT.md "Business accounts", "pickups"), with their moves. */
export function BusinessPickupList({ rows }: { rows: BusinessPickupRow[] }) {
  if (rows.length === 0) return <EmptyList>No business pickups asked for this day.</EmptyList>;
  return (
    <RecordTable
      rows={rows}
      rowKey={(row) => row.id}
      card={(row) => <Card row={row} />}
      columns={COLUMNS}
    />
  );
}
