import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc";
import { UserText } from "../ui/user-text";

type Entry = RouterOutputs["audit"]["list"]["items"][number];

/** Who acted: the person's email, or the shop, or the platform itself. */
export function AuditActor({ actor }: { actor: Entry["actor"] }) {
  const { t } = useTranslation("audit");
  if (actor.kind === "person" && actor.email) {
    // A narrow column breaks the address after its "@" first, anywhere only if it must.
    const [local, domain] = actor.email.split(/@(?=[^@]*$)/);
    return (
      <UserText className="[overflow-wrap:anywhere]">
        {domain === undefined ? (
          actor.email
        ) : (
          <>
            {local}@<wbr />
            {domain}
          </>
        )}
      </UserText>
    );
  }
  return <span className="italic">{t(`actors.${actor.kind}`)}</span>;
}

/** When, to the minute, in the UI language ("22 Nov 2026, 14:05" / "22.11.2026, 14:05"). */
export function useFormatWhen(): (value: Date | string) => string {
  const { i18n } = useTranslation();
  return (value) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
}
