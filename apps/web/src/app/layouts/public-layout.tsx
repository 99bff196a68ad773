import { Outlet } from 'react-router';

/** Guest pages (landing, sign-in, registration) bring their own header; this is only the canvas. */
export default function PublicLayout() {
  return (
    <div className="min-h-dvh bg-canvas">
      <Outlet />
    </div>
  );
}
