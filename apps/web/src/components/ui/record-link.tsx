import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

export const RECORD_LINK = "font-medium text-indigo-700 hover:underline";

const RecordAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ className, ...props }, ref) => (
    // The router passes the href, its handlers and the link's text (children) through `props`.
    <a ref={ref} {...props} className={className ? `${RECORD_LINK} ${className}` : RECORD_LINK} />
  ),
);

/** A typed router link to one record of a list (its name or number in the first column). */
export const RecordLink = createLink(RecordAnchor);
