const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
const rfwOrder = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as the shop shows it everywhere: en-US style, whole francs ("RWF 1,500") in every language. */
export function formatRwf(amount: number): string {
  return rwf.format(amount);
}

/** An order amount as the order pages show it: "RFW 1,500.00". */
export function formatOrderAmount(amount: number): string {
  return `RFW ${rfwOrder.format(amount)}`;
}
