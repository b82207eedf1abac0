// The framework floor: the least a page of ours could ship, built with the same settings as the product.
// React with a root, a router with one route, a store with one RTK Query hook, one styled component.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ health: build.query<{ ok: boolean }, void>({ query: () => 'api/health' }) }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const Title = styled.h1`
  font: 600 2rem system-ui;
`;

function Home() {
  const { data } = api.useHealthQuery();
  return (
    <main>
      <Title>Clientline</Title>
      <p>{data?.ok ? 'Up' : 'Loading'}</p>
      <Link to="/auth">Sign in</Link>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
