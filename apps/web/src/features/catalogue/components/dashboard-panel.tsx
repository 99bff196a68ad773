import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A region of the dashboard: its title with 'View all' leading to the whole list, then a few of them. */
export function DashboardPanel({
  id,
  title,
  allTo,
  children,
}: {
  id: string;
  title: string;
  allTo: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`} role="region">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        <Button variant="link" size="sm" asChild>
          <Link to={allTo}>
            <Trans>View all</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
