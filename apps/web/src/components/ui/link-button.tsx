import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { LINK_BUTTON } from "./table";

const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ className, ...props }, ref) => (
    // The router passes the href, its handlers and the link's text (children) through `props`.
    <a ref={ref} {...props} className={className ? `${LINK_BUTTON} ${className}` : LINK_BUTTON} />
  ),
);

/**
 * A typed router link that looks like Tremor's primary button: a screen's "new …" action in its
 * PageHeader (a link inside a button is not valid HTML).
 */
export const LinkButton = createLink(ButtonAnchor);
