import type {
  Language,
  MemberRole,
  OrganisationStatus,
  OrganisationType,
  OrganisationUpdateInput,
  Role,
} from "@platform/domain";
import type { Member } from "../../models/member";
import type { Organisation } from "../../models/organisation";

/** Who a signed-in customer is: their membership, its organisation and the role derived from it. */
export type Membership = { member: Member; organisation: Organisation; role: Role };

export type NewOrganisationWithOwner = {
  organisation: {
    name: string;
    type: OrganisationType;
    status: OrganisationStatus;
    disabled_at?: Date | null;
    agency_id?: string | null;
  } & Partial<OrganisationUpdateInput["company"]>;
  owner: { email: string; password: string; first_name: string; last_name: string };
  language?: Language;
  role?: MemberRole;
  invitedBy?: string | null;
};

/** Which organisations a caller may look at: support all, an agency its clients. */
export type OrganisationScope = { kind: "all" } | { kind: "agency"; agencyId: string };

/** A row of the organisation list (support's organisations, the waitlist, the customers). */
export type OrganisationRow = {
  id: string;
  name: string;
  type: OrganisationType;
  status: OrganisationStatus;
  disabled_at: Date | null;
  agency_margin_percent: number | null;
  member_count: number;
  owner_email: string | null;
  created_at: Date;
};

export type OrganisationPage = { items: OrganisationRow[]; total: number; page: number; pageSize: number };
