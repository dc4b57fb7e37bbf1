import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@shared/contracts/auth';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'signup';

const COPY: Record<AuthTab, { title: string; subtitle: string }> = {
  login: {
    title: 'Login to Your Account',
    subtitle: 'Enter your username and password to access your account',
  },
  signup: { title: 'Create Account', subtitle: 'Sign up to track your progress across devices' },
};

export function AuthCard({ onSuccess }: { onSuccess: (user: User) => void }) {
  const [tab, setTab] = useState<AuthTab>('login');
  return (
    <Card className="w-full max-w-md">
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'login')}>
        <CardHeader className="gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-semibold leading-tight tracking-tight">
              {COPY[tab].title}
            </h1>
            <CardDescription>{COPY[tab].subtitle}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <TabsContent value="login" className="mt-0">
            <LoginForm onSuccess={onSuccess} />
          </TabsContent>
          <TabsContent value="signup" className="mt-0">
            <RegisterForm onSuccess={onSuccess} />
          </TabsContent>
        </CardContent>
      </Tabs>
      <CardFooter>
        <p className="w-full text-center text-xs text-muted-foreground">
          By continuing, you agree to our{' '}
          <Link to="/terms" className="font-medium text-primary underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </CardFooter>
    </Card>
  );
}
