import { Button } from '../../components/ui/button';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        Hurt in an accident? Find out what your case may be worth.
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Answer about 15 questions with our intake agent, receive a free case value report, and be matched with
        an attorney who charges nothing unless you win, if your case qualifies.
      </p>
      <Button variant="hero" size="xl" className="mt-10">
        Start Free Analysis
      </Button>
    </section>
  );
}
