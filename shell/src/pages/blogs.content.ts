/** The question-and-answer page: five answers, numbered 1, 2, 3, 4 and 6 (spec section 1). */
export interface Answer {
  number: 1 | 2 | 3 | 4 | 6;
  question: string;
  paragraphs: string[];
}

export const answers: Answer[] = [
  {
    number: 1,
    question: 'How will you improve the performance of a React application?',
    paragraphs: [
      'Measure first: the React DevTools profiler shows which components render, how often and for how long, and the browser’s performance panel and Lighthouse show what the user waits for. Optimising without a measurement usually moves the cost somewhere else.',
      'Then ship less and render less. Split the bundle by route with React.lazy and dynamic import so a visitor downloads only the page in front of them; keep state as close as possible to where it is used so a change re-renders a small subtree; memoise expensive children with React.memo, useMemo and useCallback only where the profiler shows wasted renders; virtualise long lists; give images their width and height, modern formats and lazy loading below the fold; and cache server data (SWR or React Query) instead of fetching it again on every mount.',
    ],
  },
  {
    number: 2,
    question: 'What are the different ways to manage a state in a React application?',
    paragraphs: [
      'Local state lives in one component with useState or useReducer: the value of an input, whether a menu is open. It is the default and the cheapest.',
      'Global (shared client) state is needed by components far apart: the signed-in user, the theme, a shopping cart. React context covers values that change rarely; a store such as Redux Toolkit or Zustand suits values that change often, because components subscribe to the slice they read.',
      'Server state is a cached copy of data owned by the server: the parts list, my orders. Libraries such as SWR or React Query own its fetching, caching, revalidation, retries and invalidation after a mutation, which is most of the "state management" a typical app needs.',
      'URL state is what belongs in the address: the current page, a product id, search terms, filters and sort order. Keeping it in the path or query string makes the view shareable and survives a reload, and the router is its store.',
    ],
  },
  {
    number: 3,
    question: 'How does prototypical inheritance work?',
    paragraphs: [
      'Every JavaScript object has an internal link, [[Prototype]], to another object or to null. When a property is read and the object does not have it, the engine follows that link and looks in the prototype, then in the prototype’s prototype, up the chain until it finds the property or reaches null. Writing a property, by contrast, creates it on the object itself and shadows the inherited one.',
      'Object.create(proto) makes an object whose prototype is proto; a constructor function called with new gives the new object the constructor’s prototype property as its prototype; and class syntax is a clearer way to write the same thing: methods live once on Class.prototype and every instance reaches them through the chain, while extends links one prototype to another. Object.getPrototypeOf shows the link, and hasOwnProperty tells an own property from an inherited one.',
    ],
  },
  {
    number: 4,
    question: 'Why should you never set the state directly in React?',
    paragraphs: [
      'Given const [products, setProducts] = useState([]), writing products.push(item) or products = [...] changes a value React does not watch. React re-renders when a state setter is called with a new value; a direct mutation triggers no render, so the screen shows stale data until something else happens to re-render it.',
      'Worse, mutating the existing array keeps its identity, so even a later setProducts(products) is ignored: React compares with Object.is, sees the same array and skips the update, and memoised children and effects that depend on products do not run. Always create a new value, setProducts([...products, item]) or setProducts(previous => previous.filter(p => p._id !== id)); the functional form also stays correct when several updates are batched together.',
    ],
  },
  {
    number: 6,
    question: 'What is a unit test? Why should we write unit tests?',
    paragraphs: [
      'A unit test checks one small piece of code, a function, a hook or a component, in isolation: given these inputs, it must produce this output or this behaviour. It runs in milliseconds, without a browser, a network or a database, with the piece’s collaborators replaced by simple fakes where needed.',
      'We write them because they catch mistakes at the moment they are made, make refactoring safe, document how a piece is meant to be used, and push the design towards small pieces with clear inputs and outputs. They do not replace integration and end-to-end tests, which prove that the pieces work together, but they make the large majority of checks fast and precise.',
    ],
  },
];
