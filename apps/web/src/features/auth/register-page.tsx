export default function RegisterPage() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">Register</h1>
    </main>
  );
}
