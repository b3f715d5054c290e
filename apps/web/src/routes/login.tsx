import { createFileRoute, redirect } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { AuthTabs } from "../components/auth/auth-tabs";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { SignInForm } from "../components/auth/sign-in-form";
import { loginSearchSchema } from "../lib/search";
import { getToken } from "../lib/session";

export const Route = createFileRoute("/login")({
  validateSearch: (search) => loginSearchSchema.parse(search),
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: "/a" });
  },
  component: LoginRoute,
});

// Sign-up calls the API (tRPC): loaded with its tab, so signing in does not download it; the
// password-reset request likewise (the first visit's budget, docs/web.md "The first visit").
const SignUpForm = lazy(() => import("../components/auth/sign-up-form").then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  import("../components/auth/forgot-password-form").then((m) => ({ default: m.ForgotPasswordForm })),
);

/** The standard login page: sign in, sign up and the password-reset request. */
function LoginRoute() {
  const { mode = "signin", redirect: redirectTo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginWrapper>
      <AuthTabs mode={mode} to="/login" />
      {mode === "signin" && (
        <SignInForm
          redirectTo={redirectTo}
          onForgot={() => void navigate({ search: (s) => ({ ...s, mode: "forgot" }) })}
        />
      )}
      {mode === "signup" && (
        <Suspense fallback={null}>
          <SignUpForm redirectTo={redirectTo} />
        </Suspense>
      )}
      {mode === "forgot" && (
        <Suspense fallback={null}>
          <ForgotPasswordForm />
        </Suspense>
      )}
    </LoginWrapper>
  );
}
