import { MEMBER_ROLES, type MemberRole } from "@platform/domain";
import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { canManage } from "../../lib/guards";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { useMe } from "../dashboard/use-me";
import { MemberRoleBadge } from "../ui/badges";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable } from "../ui/list-scaffold";
import { SectionHeader } from "../ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";
import { SelectField } from "../ui/select-field";
import { UserText } from "../ui/user-text";

export type MemberRow = RouterOutputs["members"]["list"][number];

export function memberName(member: Pick<MemberRow, "first_name" | "last_name" | "email">): string {
  return [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email;
}

/** The people of the own organisation; owners and admins change roles and remove members. */
export function MembersPanel() {
  const { t } = useTranslation("members");
  const me = useMe();
  const members = trpc.members.list.useQuery();
  const manage = canManage(me);

  return (
    <Card>
      <SectionHeader title={t("title")} description={t(manage ? "intro.manage" : "intro.read")} />
      {members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <ErrorCallout error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <EmptyState>{t("empty")}</EmptyState>
      ) : (
        <MembersTable
          members={members.data}
          editable={manage}
          actorRole={me.memberRole}
          myCustomerId={me.customer.id}
        />
      )}
    </Card>
  );
}

type TableProps = {
  members: MemberRow[];
  /** Owners and admins of this organisation get the role select and the remove button. */
  editable: boolean;
  actorRole?: MemberRole | null;
  myCustomerId?: string;
};

/** A members table: read-only (support and agencies looking at another organisation) or managed. */
export function MembersTable({ members, editable, actorRole = null, myCustomerId }: TableProps) {
  const { t } = useTranslation(["members", "common"]);
  const formatDate = useFormatDate();
  const utils = trpc.useUtils();
  const updateRole = trpc.members.updateRole.useMutation();
  const remove = trpc.members.remove.useMutation();
  // The dialog keeps showing its member while it fades out.
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);

  const refresh = async (self: boolean) => {
    await utils.members.list.invalidate();
    // A change to the own membership changes what this person may do.
    if (self) await utils.session.me.invalidate();
  };

  const changeRole = async (member: MemberRow, role: MemberRole) => {
    if (role === member.role) return;
    setChanging(member.id);
    try {
      await updateRole.mutateAsync({ memberId: member.id, role });
      toast.success(t("members:roleChanged"));
      await refresh(member.customer_id === myCustomerId);
    } catch (error) {
      toast.error(t(errorKey(error)));
    } finally {
      setChanging(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ memberId: removing.id });
      toast.success(t("members:removed"));
      setConfirmOpen(false);
      await refresh(false);
    } catch (error) {
      setConfirmOpen(false);
      toast.error(t(errorKey(error)));
    }
  };

  // Only an owner gives or takes the owner role (the server says so too).
  const roleOptions = MEMBER_ROLES.map((role) => ({
    value: role,
    label: t(`members:roles.${role}`),
    disabled: role === "owner" && actorRole !== "owner",
  }));

  return (
    <>
      <DataTable
        label={t("title")}
        rows={members}
        rowKey={(member) => member.id}
        rowTestId="member-row"
        scrollRegion={!editable}
        columns={[
          {
            header: t("members:columns.name"),
            className: "font-medium text-tremor-content-strong",
            cell: (member) => (
              <>
                <UserText>{memberName(member)}</UserText>
                {member.customer_id === myCustomerId && (
                  <span className="ml-1 text-tremor-content">({t("members:you")})</span>
                )}
              </>
            ),
          },
          { header: t("members:columns.email"), value: "user", cell: (member) => member.email },
          {
            header: t("members:columns.role"),
            cell: (member) =>
              editable && !(member.role === "owner" && actorRole !== "owner") ? (
                <SelectField
                  label={t("members:changeRoleOf", { name: memberName(member) })}
                  hideLabel
                  value={member.role}
                  disabled={changing === member.id}
                  onChange={(event) => void changeRole(member, event.target.value as MemberRole)}
                  options={roleOptions}
                  className="w-36"
                />
              ) : (
                <MemberRoleBadge role={member.role} />
              ),
          },
          { header: t("members:columns.since"), cell: (member) => formatDate(member.created_at) },
          ...(editable
            ? [
                {
                  header: t("members:columns.actions"),
                  actions: true,
                  headerClassName: "text-right",
                  className: "text-right",
                  cell: (member: MemberRow) =>
                    member.customer_id !== myCustomerId &&
                    !(member.role === "owner" && actorRole !== "owner") && (
                      <Button
                        size="xs"
                        variant="secondary"
                        color="rose"
                        onClick={() => {
                          setRemoving(member);
                          setConfirmOpen(true);
                        }}
                        aria-label={t("members:removeNamed", { name: memberName(member) })}
                      >
                        {t("members:remove")}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={t("members:removeTitle")}
        confirmLabel={t("members:remove")}
        pending={remove.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void confirmRemove()}
      >
        <p>{removing ? t("members:removeConfirm", { name: memberName(removing) }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
