import { Callout } from "@tremor/react";
import { useTranslation } from "react-i18next";

export type Availability = { available: boolean; nextOpening: Date | null; timeZone: string };

/** "Mon 02:00" in the UI language, in the platform's time zone (where the supplier hours are defined). */
export function useFormatOpening(): (date: Date, timeZone: string) => string {
  const { i18n } = useTranslation();
  return (date, timeZone) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).format(date);
}

/**
 * Whether the supplier answers now (spec §9), and if not, from when. `own`: the supplier itself
 * is reading, so the notice speaks of its own hours.
 */
export function AvailabilityNotice({ availability, own = false }: { availability: Availability; own?: boolean }) {
  const { t } = useTranslation("chats");
  const formatOpening = useFormatOpening();
  const hours = t("availability.hours", { timeZone: availability.timeZone });
  if (availability.available) {
    return (
      <Callout
        color="emerald"
        title={t(own ? "availability.ownAvailable" : "availability.available")}
        data-testid="availability"
      >
        {hours}
      </Callout>
    );
  }
  return (
    <Callout
      color="amber"
      title={t(own ? "availability.ownAway" : "availability.away", {
        when: availability.nextOpening ? formatOpening(availability.nextOpening, availability.timeZone) : "—",
      })}
      data-testid="availability"
    >
      {hours}
    </Callout>
  );
}
