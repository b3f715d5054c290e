import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

type BookingStatus = "pending" | "confirmed" | "cancelled" | "completed" | "unknown";
type Viewer = { customerId: string; organisationId: string; role: "customer" | "service_provider"; locale: "en" };
type ServiceCatalog = {
  create(providerId: string, customerId: string, input: Record<string, unknown>): Promise<{ id: string }>;
};
type Bookings = {
  variants(organisationId: string, search?: string): Promise<Array<{ variantId: string }>>;
  book(viewer: Viewer, input: Record<string, unknown>): Promise<{ id: string }>;
  setStatus(viewer: Viewer, input: { bookingId: string; status: string }): Promise<unknown>;
};

const SERVICES = [
  {
    name: "Product photos on white",
    description: "Studio photos of your products on a white background, retouched and web-ready.",
    price: 4990,
    requiredInformation: "Send two samples of each product; tell us the angles you need.",
    requiresProductSelection: true,
    enabled: true,
    termsUrl: "https://studio-foto.example/terms",
  },
  {
    name: "Colour box design",
    description: "A printable colour box design for one product, with two rounds of changes.",
    price: 24900,
    requiredInformation: "Your logo as a vector file and the box dimensions.",
    requiresProductSelection: true,
    enabled: true,
    termsUrl: "https://studio-foto.example/terms",
  },
  {
    name: "Listing texts (DE/EN)",
    description: "Product titles and descriptions for your shop in German and English.",
    price: 1990,
    requiredInformation: "",
    requiresProductSelection: false,
    enabled: true,
    termsUrl: null,
  },
  {
    name: "Lifestyle video",
    description: "A 30-second lifestyle clip (paused while the studio moves).",
    price: 39900,
    requiredInformation: "",
    requiresProductSelection: true,
    enabled: false,
    termsUrl: null,
  },
];

/** What each demo booking ends as, reached the way users reach it. */
const BOOKINGS: Array<{ service: number; status: BookingStatus; amount: number; notes: string; inDays: number }> = [
  { service: 0, status: "pending", amount: 12, notes: "The mugs in all colours, please.", inDays: 7 },
  { service: 1, status: "confirmed", amount: 1, notes: "For the candle gift box.", inDays: 14 },
  { service: 0, status: "completed", amount: 6, notes: "", inDays: 1 },
  { service: 2, status: "cancelled", amount: 20, notes: "Booked twice by mistake.", inDays: 3 },
  { service: 2, status: "unknown", amount: 5, notes: "Imported from the old booking tool.", inDays: 2 },
];

async function memberOf(manager: EntityManager, email: string) {
  const [row] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = $1 AND c.has_account = true`,
    [email],
  );
  return row as { organisation_id: string; customer_id: string } | undefined;
}

function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: process.env.PLATFORM_TIME_ZONE || "Europe/Berlin" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * Once: the demo provider's services (one disabled) and the demo merchant's bookings of them in
 * each status, with products and messages, made through the same services the screens use.
 */
export async function seedDemoBookings(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const provider = await memberOf(manager, "provider@demo.local");
  const merchant = await memberOf(manager, "customer@demo.local");
  if (!provider || !merchant) return;
  const [present] = await manager.query(`SELECT 1 FROM service WHERE provider_organisation_id = $1 LIMIT 1`, [
    provider.organisation_id,
  ]);
  if (present) return;

  const catalog = container.resolve<ServiceCatalog>("serviceCatalogService");
  const bookings = container.resolve<Bookings>("bookingService");
  const providerViewer: Viewer = {
    customerId: provider.customer_id,
    organisationId: provider.organisation_id,
    role: "service_provider",
    locale: "en",
  };
  const merchantViewer: Viewer = {
    customerId: merchant.customer_id,
    organisationId: merchant.organisation_id,
    role: "customer",
    locale: "en",
  };
  const services: string[] = [];
  for (const service of SERVICES) {
    services.push((await catalog.create(provider.organisation_id, provider.customer_id, service)).id);
  }
  const variants = (await bookings.variants(merchant.organisation_id)).map((variant) => variant.variantId);
  for (const plan of BOOKINGS) {
    const booking = await bookings.book(merchantViewer, {
      serviceId: services[plan.service],
      variantIds: variants.slice(0, 2),
      files: [],
      notes: plan.notes,
      amount: plan.amount,
      bookingDate: dayFromNow(plan.inDays),
      acceptTerms: true,
    });
    const set = (status: string, viewer = providerViewer) =>
      bookings.setStatus(viewer, { bookingId: booking.id, status });
    if (plan.status === "confirmed") await set("confirmed");
    if (plan.status === "completed") {
      await set("confirmed");
      await set("completed");
    }
    if (plan.status === "cancelled") await set("cancelled", merchantViewer);
    // No one sets "unknown": it stands for a booking whose state is unclear (e.g. imported).
    if (plan.status === "unknown") {
      await manager.query(`UPDATE booking SET status = 'unknown' WHERE id = $1`, [booking.id]);
    }
  }
}
