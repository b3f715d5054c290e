import { Fragment, type HTMLAttributes, type ReactNode } from "react";

/**
 * What people or shops wrote (names, titles, addresses, notes, chat text, ids of other systems),
 * marked as such: it is not the app's wording, so it is neither translated nor held to the app's
 * text rules (the e2e text walk leaves `[data-user-content]` out). A table column says the same
 * with `value: "user"`.
 */
export function UserText(props: HTMLAttributes<HTMLSpanElement> & { "data-testid"?: string }) {
  return <span data-user-content="" {...props} />;
}

const MARK = "\u2063"; // invisible separator: never part of a translation

/**
 * A translated sentence with people's data in it, the data marked as UserText wherever the
 * language puts it: `<UserSentence values={{ name }}>{(marks) => t("provider", marks)}</UserSentence>`.
 */
export function UserSentence<K extends string>({
  values,
  children,
}: {
  values: Record<K, ReactNode>;
  children: (marks: Record<K, string>) => string;
}) {
  const names = Object.keys(values) as K[];
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<K, string>;
  return (
    <>
      {children(marks)
        .split(MARK)
        .map((part, index) =>
          index % 2 === 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts have no identity
            <UserText key={index}>{values[names[Number(part)] as K]}</UserText>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts have no identity
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
    </>
  );
}
