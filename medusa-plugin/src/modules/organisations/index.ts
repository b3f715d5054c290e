// The organisations module's public surface: what other domains and api/ may import. Code resolves
// Medusa's `organisationService` from the container (services/organisation.ts); trpc/router.ts
// mounts the routers exported here (organisation, waitlist, customers).
export { default as OrganisationService } from "./organisation-service";
export { customersRouter, organisationRouter, waitlistRouter } from "./router";
export type {
  Membership,
  NewOrganisationWithOwner,
  OrganisationPage,
  OrganisationRow,
  OrganisationScope,
} from "./types";
