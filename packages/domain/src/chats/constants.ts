/** Supplier chat availability, in the platform's time zone. Days: 1 = Monday … 6 = Saturday. */
export const SUPPLIER_CHAT_HOURS: ReadonlyArray<{ day: number; from: string; to: string }> = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, from: "02:00", to: "11:00" },
    { day, from: "13:00", to: "16:00" },
  ]),
  { day: 6, from: "03:00", to: "11:00" },
];
