// Light and dark: the system's choice unless the person picks one (kept in localStorage).
const order = ['system', 'light', 'dark'];

export function setup_theme(button, on_change) {
  let choice = localStorage.getItem('anyplot.theme');
  if (!order.includes(choice)) choice = 'system';
  const apply = () => {
    if (choice === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.dataset.theme = choice;
    button.textContent = `theme: ${choice}`;
    on_change();
  };
  button.addEventListener('click', () => {
    choice = order[(order.indexOf(choice) + 1) % order.length];
    localStorage.setItem('anyplot.theme', choice);
    apply();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => on_change());
  apply();
}
