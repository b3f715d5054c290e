import { Link, type LinkProps } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { canManage } from "../../lib/guards";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { useMe } from "./use-me";

type Step = RouterOutputs["dashboard"]["gettingStarted"]["steps"][number]["step"];

/** Where each step is done. */
function stepLink(step: Step, manager: boolean): LinkProps {
  switch (step) {
    case "shop":
      return { to: "/a/shops" };
    case "locations":
      return { to: "/a/locations/priority" };
    case "products":
      return { to: "/a/products" };
    case "packaging":
      return { to: "/a/packaging/buy" };
    case "colleague":
      // Owners and admins invite; a plain member sees who is there and asks them.
      return { to: "/a/organisation", search: { tab: manager ? "invitations" : "members" } };
  }
}

/**
 * A new merchant's first steps, each ticked by the platform from the organisation's own data.
 * Shown while a step is open and nobody of the organisation put it away.
 */
export function GettingStartedCard() {
  const { t } = useTranslation("dashboard");
  const me = useMe();
  const utils = trpc.useUtils();
  // Asked again on every visit: the steps are done on other pages, by anyone of the organisation.
  const query = trpc.dashboard.gettingStarted.useQuery(undefined, { staleTime: 0 });
  const dismiss = trpc.dashboard.dismissGettingStarted.useMutation({
    onSuccess: (next) => utils.dashboard.gettingStarted.setData(undefined, next),
    onError: (error) => toast.error(t(errorKey(error))),
  });
  // The figures below stay useful without it: a failed checklist shows nothing rather than an error.
  if (!query.data?.visible) return null;
  const { steps } = query.data;
  const done = steps.filter((entry) => entry.done).length;
  return (
    <Card data-testid="getting-started" aria-labelledby="getting-started-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="getting-started-title" className="text-lg font-semibold text-tremor-content-strong">
            {t("gettingStarted.title")}
          </h2>
          <p className="mt-1 text-sm text-tremor-content">
            {t("gettingStarted.progress", { done, total: steps.length })}
          </p>
        </div>
        <Button size="xs" variant="secondary" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
          {t("gettingStarted.dismiss")}
        </Button>
      </div>
      <ol className="mt-4 space-y-2">
        {steps.map(({ step, done: stepDone }) => (
          <li
            key={step}
            data-testid={`getting-started-${step}`}
            data-done={stepDone}
            className="flex items-start gap-3"
          >
            <span
              aria-hidden="true"
              className={
                stepDone
                  ? "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white"
                  : "mt-0.5 inline-block size-5 shrink-0 rounded-full border-2 border-tremor-border"
              }
            >
              {stepDone ? "✓" : null}
            </span>
            <span className="min-w-0 text-sm">
              <Link
                {...stepLink(step, canManage(me))}
                className={
                  stepDone
                    ? "font-medium text-tremor-content line-through"
                    : "font-medium text-indigo-700 hover:underline"
                }
              >
                {t(`gettingStarted.steps.${step}.title`)}
              </Link>
              <span className="sr-only">
                {" – "}
                {t(stepDone ? "gettingStarted.done" : "gettingStarted.open")}
              </span>
              <span className="block text-tremor-content">{t(`gettingStarted.steps.${step}.hint`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
