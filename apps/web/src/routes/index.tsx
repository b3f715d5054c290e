import { createFileRoute } from "@tanstack/react-router";
import { NotFoundRedirect } from "../components/not-found-redirect";

export const Route = createFileRoute("/")({ component: NotFoundRedirect });
