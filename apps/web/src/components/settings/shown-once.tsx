import { Button, Callout } from "@tremor/react";
import { toast } from "../../lib/toast";

/** A secret (an API key, a webhook signing secret) shown the only time it exists in clear, with a copy button. */
export function ShownOnce({
  value,
  testId,
  texts,
  onDone,
}: {
  value: string;
  testId: string;
  texts: { title: string; body: string; copy: string; copied: string; done: string };
  onDone: () => void;
}) {
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    toast.success(texts.copied);
  };
  return (
    <Callout title={texts.title} color="emerald">
      <p>{texts.body}</p>
      <code data-testid={testId} className="mt-2 block break-all rounded bg-white p-2 font-mono text-sm">
        {value}
      </code>
      <div className="mt-3 flex gap-2">
        <Button size="xs" variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <Button size="xs" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </Callout>
  );
}
