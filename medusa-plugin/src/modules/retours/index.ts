// The retours module's public surface: what the tRPC root, the CSV export route and other code
// may import. The demo seed records retours through Medusa's `retourService` (services/retour.ts).
export type { default as RetourService } from "./retour-service";
export { retoursRouter } from "./router";
export type { RetourItemView, RetourView, RetourViewer } from "./types";
